import { graphql } from '../../__generated__';

export const AboutQuery = graphql(`
  query AboutContent {
    about {
      title
      content
      mission
      vision
      values
      updatedAt
    }
  }
`);
