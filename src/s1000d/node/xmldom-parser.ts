export { xmldomParser } from '../xml/xmldom-parser';
