// The questionnaire module's public face: what the other rooms of the API may use (docs/architecture.md).

export { default as questionnaireRoutes } from './questionnaire.routes.ts'
export { currentTestResult, testHistoriesOf } from './questionnaire.service.ts'
