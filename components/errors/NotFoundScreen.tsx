'use client';
import { ErrorCard } from './ErrorCard';
import { ErrorFrame } from './ErrorFrame';
import { HomeLink } from './HomeLink';

export interface NotFoundTexts {
  productName: string;
  title: string;
  message: string;
  home: string;
}

/** The root not-found boundary's screen (app/not-found.tsx): StatusCard's 404 in the error frame, its texts given. */
export function NotFoundScreen({ productName, title, message, home }: NotFoundTexts) {
  return (
    <ErrorFrame productName={productName}>
      <ErrorCard code={404} title={title} message={message}>
        <HomeLink label={home} />
      </ErrorCard>
    </ErrorFrame>
  );
}
