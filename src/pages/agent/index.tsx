// The agent group, one lazy chunk: /m/agentRegister (the agent centre: open a downline account,
// affiliate links, team with KPI and transfers, rebates, salary, dividend) and the three
// contract request screens. Who may open them is the route table's guard (routes.ts).
import AgentHome from './agent-home';
import ContractPage from './contract';

export const AgentCentre = AgentHome;
export const SalaryContract = () => <ContractPage kind="daily" />;
export const DividendContract = () => <ContractPage kind="dividend" />;
export const HourContract = () => <ContractPage kind="hourly" />;
export { AgentVisitor } from './visitor';
