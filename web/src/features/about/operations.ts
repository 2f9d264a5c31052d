import { graphql } from '../../__generated__';

export const AboutQuery = graphql(`
  query AboutContent($language: String) {
    about(language: $language) {
      title
      content
      mission
      vision
      values
      updatedAt
    }
  }
`);
