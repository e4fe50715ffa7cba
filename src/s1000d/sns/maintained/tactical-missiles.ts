// S1000D maintained SNS "Tactical missiles" (specification Chapter 8.2): the system, subsystem and
// sub-subsystem codes with their titles, one a line, indented one space per level.
// Read with parseSnsText (../sns-tree.ts).
export const TACTICAL_MISSILES_SNS = `
00 Tactical missile (or ammunition), General
 0 Tactical missile (or ammunition) description
 2 Tactical missile (or ammunition) safety
 4 Technical publication
05 Scheduled/unscheduled maintenance
 0 General
 1 Time limits
 2 Maintenance checks
09 Handling and transporting
 0 General
 1 Handling
 2 Transporting
11 Placards and markings
 0 General
 1 Missile placards and markings
 2 Launching container placards and markings
24 Electrical power
 0 General
 2 AC generation
 3 DC generation
 9 Voltage adaptation
28 Fuel
 0 General
 1 Storage
 2 Distribution
31 Data acquisition
 3 Recorders
 7 Telemetry
34 Navigation guidance control
 0 General
 4 Independent position determining
 6 Flight management system
 7 Target acquisition
 8 Mechanical command system
 9 Braking system
44 Interconnections
 0 General
 1 Wirings and circuits
 2 Interconnection boxes
50 Structures and dynamic surfaces
 0 General
 1 Structures
 2 Dynamic surfaces
58 Armament and payload
 0 General
 1 Conventional warheads and explosive trains
 2 Safety and arming systems
 3 Proximity detection and impact detection
 4 Nuclear warheads and explosive trains
 5 Sub-ammunition
72 Propulsion
 0 General
 1 Rocket motors
 2 Turbojet engines
 3 Ramjet engines
 4 Reciprocating engines
85 Launching container
 0 General
`;
