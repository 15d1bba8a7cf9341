-- The version of the rules a post's stored body and excerpt were made with; rows at 0 (all posts written before)
-- are made again at start-up by the posts module (POST_BODY_VERSION in modules/posts/service.ts).
ALTER TABLE "posts" ADD COLUMN "body_version" smallint DEFAULT 0 NOT NULL;