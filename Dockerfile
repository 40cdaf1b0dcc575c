# Multi-stage build: the client bundle, then a static server binary embedding it.
FROM node:20-bookworm AS client
WORKDIR /src
COPY client/package.json client/package-lock.json client/
RUN cd client && npm ci --no-audit --no-fund
COPY . .
RUN cd client && npm run build

FROM golang:1.26-bookworm AS server
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=client /src/server/web/dist server/web/dist
RUN CGO_ENABLED=0 go build -o /casefront ./server/cmd/casefront

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates wget && rm -rf /var/lib/apt/lists/*
COPY --from=server /casefront /usr/local/bin/casefront
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/casefront"]
