#!/usr/bin/env bash
# Builds the Dockerfile and runs the image on a machine without a Docker daemon or an image
# registry (issue 21 item 10: "a Dockerfile that builds here"). buildah (Debian's package) runs the
# Dockerfile unchanged; the base image it names, node:20-bookworm-slim, cannot be pulled here, so
# an equivalent is made first: Debian bookworm (debootstrap, from Debian's mirror), this machine's
# Node 20 and npm, the user `node` (uid 1000) as in the official image, and this machine's CA bundle
# (its HTTPS proxy signs the npm registry's certificate). Then: build, start as the image's user,
# GET /api/health and /api/ready, stop. As root, about 10 minutes on 2 cores; not part of npm test.
#   apt-get install -y buildah debootstrap fuse-overlayfs && bash scripts/image-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export BUILDAH_ISOLATION=chroot
base=localhost/node:20-bookworm-slim
port=${IMAGE_CHECK_PORT:-3399}

if ! buildah inspect --type image "$base" >/dev/null 2>&1; then
  rootfs=$(mktemp -d -t node-base-XXXXXX)
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
  cp -a /usr/bin/node "$rootfs/usr/bin/node"
  mkdir -p "$rootfs/usr/lib/node_modules" && cp -a /usr/lib/node_modules/npm "$rootfs/usr/lib/node_modules/"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/bin/npx"
  mkdir -p "$rootfs/etc/ssl/certs" && cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/"
  chroot "$rootfs" sh -c 'groupadd -g 1000 node && useradd -u 1000 -g node -m node'
  ctr=$(buildah from scratch)
  buildah copy "$ctr" "$rootfs" / >/dev/null
  buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --env NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt --cmd node "$ctr"
  buildah commit -q "$ctr" "$base" >/dev/null && buildah rm "$ctr" >/dev/null && rm -rf "$rootfs"
fi

buildah bud --layers --format docker -t merchant-portal --build-arg NODE_IMAGE="$base" .
ctr=$(buildah from merchant-portal)
trap 'pkill -f "buildah run.*$ctr" || true; buildah rm "$ctr" >/dev/null' EXIT
echo "=== runs as: $(buildah run "$ctr" -- id </dev/null)"
buildah run --env PORT="$port" --env SESSION_SECRET=image-check-session-secret-long-enough-0123456789 \
  "$ctr" -- node server.js </dev/null >/tmp/image-check.log 2>&1 &
for _ in $(seq 1 90); do curl -sf -o /dev/null "http://127.0.0.1:$port/api/health" && break; sleep 2; done
echo "health: $(curl -s -w ' %{http_code}' "http://127.0.0.1:$port/api/health")"
echo "ready:  $(curl -s -w ' %{http_code}' "http://127.0.0.1:$port/api/ready")"
echo "login:  $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/login")"
curl -sf -o /dev/null "http://127.0.0.1:$port/api/ready"
