# syntax=docker/dockerfile:1
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY admin/package.json admin/
COPY e2e/package.json e2e/
RUN npm ci --ignore-scripts=false
COPY . .
RUN npm run build && npm prune --omit=dev

# nginx with the site configuration and the built assets it serves from disk (docker-compose).
FROM nginx:1.27-alpine AS nginx
RUN rm -f /etc/nginx/conf.d/default.conf
COPY nginx/nginx.conf /etc/nginx/nginx.conf
COPY nginx/conf.d/ /etc/nginx/conf.d/
COPY --from=build /app/frontend/dist /usr/share/fabrion/frontend
COPY --from=build /app/admin/dist /usr/share/fabrion/admin

# The backend (the default target): API, pages, public storage, migrations and seeding.
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared/package.json ./shared/package.json
COPY --from=build /app/shared/dist ./shared/dist
COPY --from=build /app/backend/package.json ./backend/package.json
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/backend/storage ./backend/storage
COPY --from=build /app/backend/private-files ./backend/private-files
COPY --from=build /app/frontend/dist ./frontend/dist
COPY --from=build /app/frontend/dist-ssr ./frontend/dist-ssr
COPY --from=build /app/admin/dist ./admin/dist
# Mutable data (uploads; the embedded database when DATABASE_URL is unset) belongs to the app user.
RUN mkdir -p /app/var/storage && chown -R node:node /app/var
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
