import { commitMutation, fetchQuery, graphql } from 'react-relay';
import { environment } from '../../app/env/relay';
import type { blogPostsQuery, blogPostsQuery$data } from '../../__generated__/blogPostsQuery.graphql';
import type { blogPostQuery, blogPostQuery$data } from '../../__generated__/blogPostQuery.graphql';
import type { blogCommentsQuery, blogCommentsQuery$data } from '../../__generated__/blogCommentsQuery.graphql';
import type { blogCreateCommentMutation } from '../../__generated__/blogCreateCommentMutation.graphql';
import type { blogAddReactionMutation } from '../../__generated__/blogAddReactionMutation.graphql';
import type { blogRemoveReactionMutation } from '../../__generated__/blogRemoveReactionMutation.graphql';
import type { blogDeleteCommentMutation } from '../../__generated__/blogDeleteCommentMutation.graphql';
import type { blogModerateCommentMutation } from '../../__generated__/blogModerateCommentMutation.graphql';
import type { GraphQLTaggedNode, MutationParameters, OperationType } from 'relay-runtime';

// The blog's calls (schema/blog.graphqls). Pages fetch on their own (the
// list grows by "show more", so it is not one preloaded query); failures
// are only logged by the callers (spec 8).

const postsQuery = graphql`
  query blogPostsQuery($lang: String, $category: String, $tags: [String!], $limit: Int, $skip: Int, $signedIn: Boolean!) {
    blogPosts(lang: $lang, category: $category, tags: $tags, limit: $limit, skip: $skip) {
      totalCount
      items {
        id
        slug
        title
        summary
        coverImage
        publishedAt
        category {
          slug
        }
        tags {
          slug
          name
        }
      }
    }
    blogCategories {
      id
      slug
      isDefault
      name(lang: $lang)
    }
    blogTags {
      slug
      name
    }
    blogPopularPosts(lang: $lang) {
      id
      slug
      title
    }
    blogBanners(lang: $lang, placeType: "blog_list") @include(if: $signedIn) {
      id
      title
      text
      link
    }
    anonymousBanners: blogBanners(lang: $lang, placeType: "blog_list") @skip(if: $signedIn) {
      id
      title
      text
      link
    }
  }
`;

const postQuery = graphql`
  query blogPostQuery($lang: String, $slug: String!) {
    blogPost(lang: $lang, slug: $slug) {
      id
      slug
      lang
      title
      summary
      bodyHTML
      coverImage
      publishedAt
      tags {
        slug
        name
      }
    }
    blogBanners(lang: $lang, placeType: "blog_post") {
      id
      title
      text
      link
    }
  }
`;

const commentFields = graphql`
  fragment blogComment on BlogCommentView @relay(mask: false) {
    id
    postID
    parentID
    body
    published
    reactionsCount
    reactionsIsAdded
    reactions {
      type
      count
      isAdded
    }
    author {
      id
      nickname
      avatar
    }
    mine
    createdAt
  }
`;
void commentFields;

const commentsQuery = graphql`
  query blogCommentsQuery($postId: ID!, $signedIn: Boolean!) {
    blogComments(postId: $postId, page: 1) {
      totalCount
      items {
        ...blogComment @relay(mask: false)
      }
    }
    blogPendingComments(postId: $postId) @include(if: $signedIn) {
      ...blogComment @relay(mask: false)
    }
  }
`;

const createMutation = graphql`
  mutation blogCreateCommentMutation($postId: ID!, $body: String!, $parentId: ID) {
    createBlogComment(postId: $postId, body: $body, parentId: $parentId) {
      ...blogComment @relay(mask: false)
    }
  }
`;

const addReactionMutation = graphql`
  mutation blogAddReactionMutation($commentId: ID!, $type: String!) {
    addBlogReaction(commentId: $commentId, type: $type) {
      ...blogComment @relay(mask: false)
    }
  }
`;

const removeReactionMutation = graphql`
  mutation blogRemoveReactionMutation($commentId: ID!, $type: String!) {
    removeBlogReaction(commentId: $commentId, type: $type) {
      ...blogComment @relay(mask: false)
    }
  }
`;

const deleteMutation = graphql`
  mutation blogDeleteCommentMutation($commentId: ID!) {
    deleteBlogComment(commentId: $commentId)
  }
`;

const moderateMutation = graphql`
  mutation blogModerateCommentMutation($id: ID!, $action: String!) {
    moderateBlogComment(id: $id, action: $action) {
      ...blogComment @relay(mask: false)
    }
  }
`;

export type PostsData = blogPostsQuery$data;
export type PostListItem = PostsData['blogPosts']['items'][number];
export type PostData = NonNullable<blogPostQuery$data['blogPost']>;
export type BannerData = blogPostQuery$data['blogBanners'][number];
export type CommentData = blogCommentsQuery$data['blogComments']['items'][number];

function query<T extends OperationType>(node: GraphQLTaggedNode, vars: T['variables']): Promise<T['response']> {
  // network-only: the list is reloaded when stale and after a comment.
  return fetchQuery<T>(environment, node, vars, {
    fetchPolicy: 'network-only',
  }).toPromise() as Promise<T['response']>;
}

function mutate<T extends MutationParameters>(node: GraphQLTaggedNode, vars: T['variables']): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation: node,
      variables: vars,
      onCompleted: (r, errs) => (errs?.length ? reject(errs) : resolve(r)),
      onError: reject,
    });
  });
}

export const fetchPosts = (vars: blogPostsQuery['variables']) => query<blogPostsQuery>(postsQuery, vars);
export const fetchPost = (lang: string, slug: string) => query<blogPostQuery>(postQuery, { lang, slug });
export const fetchComments = (postId: string, signedIn: boolean) => query<blogCommentsQuery>(commentsQuery, { postId, signedIn });
export const createComment = (postId: string, body: string, parentId?: string | null) =>
  mutate<blogCreateCommentMutation>(createMutation, {
    postId,
    body,
    parentId: parentId ?? null,
  }).then((r) => r.createBlogComment);
export const setReaction = (commentId: string, type: string, add: boolean) =>
  add
    ? mutate<blogAddReactionMutation>(addReactionMutation, {
        commentId,
        type,
      }).then((r) => r.addBlogReaction)
    : mutate<blogRemoveReactionMutation>(removeReactionMutation, {
        commentId,
        type,
      }).then((r) => r.removeBlogReaction);
export const deleteComment = (commentId: string) => mutate<blogDeleteCommentMutation>(deleteMutation, { commentId });
/** Staff: publish a comment awaiting moderation (staff alone are sent others' pending comments). */
export const publishComment = (id: string) =>
  mutate<blogModerateCommentMutation>(moderateMutation, {
    id,
    action: 'publish',
  }).then((r) => r.moderateBlogComment);
