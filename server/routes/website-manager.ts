import {
  galleryAddRequest,
  gallerySortRequest,
  menuImageDeleteQuery,
  menuImageRequest,
  websiteFaqsRequest,
  websitePopupRequest,
  websiteSaveRequest,
  websiteSeoRequest,
  type WebsiteManagerReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import type { Db } from '../db/client';
import { t, type Lang, type ServerTextKey } from '../i18n';
import { fail, readBody } from '../lib/http';
import { addWebsiteImage, deleteWebsiteImage, sortGallery } from '../services/website-images';
import { createPopup, deletePopup, loadWebsite, saveFaqs, saveWebsite, updatePopup } from '../services/website-manager';

/** Every call answers with the whole website, and a write with its confirmation. */
async function websiteReply(db: Db, businessId: string, lang?: Lang, done?: ServerTextKey) {
  const reply: WebsiteManagerReply = { website_manager: await loadWebsite(db, businessId) };
  if (lang && done) reply.message = t(lang, done);
  return reply;
}

/** The website manager (SPEC §7, issue 18): `store design`, and the subscription's website_manager feature. */
export const websiteManagerRoutes = new ApiRoutes()
  .handle('GET /website-manager', async (c) => c.json(await websiteReply(c.var.deps.db, c.var.scope.businessId)))
  .handle('POST /website-manager/save', async (c) => {
    const { deps, scope, lang } = c.var;
    await saveWebsite(deps.db, scope.businessId, await readBody(c, websiteSaveRequest));
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websiteSaved'));
  })
  .handle('POST /website-manager/seo', async (c) => {
    const { deps, scope, lang } = c.var;
    await saveWebsite(deps.db, scope.businessId, { seo: await readBody(c, websiteSeoRequest) });
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websiteSeoSaved'));
  })
  .handle('POST /website-manager/gallery', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, galleryAddRequest);
    await addWebsiteImage(deps.db, scope.businessId, 'gallery', null, body.image_url);
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websiteImageAdded'), 201);
  })
  .handle('POST /website-manager/gallery/sort', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, gallerySortRequest);
    await sortGallery(deps.db, scope.businessId, body.gallery);
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websiteGallerySorted'));
  })
  .handle('DELETE /website-manager/gallery/', async (c) => {
    const { deps, scope, lang } = c.var;
    await deleteWebsiteImage(deps.db, scope.businessId, 'gallery', c.req.query('gallery_id'), null);
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websiteImageDeleted'));
  })
  .handle('POST /website-manager/menu', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, menuImageRequest);
    await addWebsiteImage(deps.db, scope.businessId, 'menu', body.page, body.image_url);
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websiteImageAdded'), 201);
  })
  .handle('DELETE /website-manager/menu/', async (c) => {
    const { deps, scope, lang } = c.var;
    // Both must name the image: an image of another page (or none) is unknown.
    const query = menuImageDeleteQuery.safeParse(c.req.query());
    if (!query.success) throw fail(404, 'websiteImageNotFound');
    await deleteWebsiteImage(deps.db, scope.businessId, 'menu', query.data.gallery_id, query.data.page);
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websiteImageDeleted'));
  })
  .handle('POST /website-manager/faq', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, websiteFaqsRequest);
    await saveFaqs(deps.db, scope.businessId, body.faqs);
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websiteFaqsSaved'));
  })
  .handle('POST /website-manager/website-popup', async (c) => {
    const { deps, scope, lang } = c.var;
    await createPopup(deps.db, scope.businessId, await readBody(c, websitePopupRequest));
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websitePopupCreated'), 201);
  })
  .handle('PUT /website-manager/website-popup', async (c) => {
    const { deps, scope, lang } = c.var;
    const id = c.req.query('popup_id');
    await updatePopup(deps.db, scope.businessId, id, await readBody(c, websitePopupRequest));
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websitePopupSaved'));
  })
  .handle('DELETE /website-manager/website-popup/', async (c) => {
    const { deps, scope, lang } = c.var;
    await deletePopup(deps.db, scope.businessId, c.req.query('popup_id'));
    return c.json(await websiteReply(deps.db, scope.businessId, lang, 'websitePopupDeleted'));
  });
