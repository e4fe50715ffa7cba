// S1000D maintained SNS "Generic" (specification Chapter 8.2): the system, subsystem and
// sub-subsystem codes with their titles, one a line, indented one space per level.
// Read with parseSnsText (../sns-tree.ts).
export const GENERIC_SNS = `
00 Product, General
 0 Product, Description
 1 Product, General maintenance
 2 Product, Safety
 3 Safety and protective devices
 4 Technical publication
  0 Technical publications
  1 Publications
  2 Information Sets
 5 Material data
 9 Battle damage repair
04 Worthiness (fit for purpose) limitations
 0 General
 1 Fatigue index calculations
 2 Operating spectrums
05 Scheduled/unscheduled maintenance
 0 General
 1 Time limits
 2 Scheduled maintenance checks lists
 4 Scheduled maintenance checks
 5 Unscheduled maintenance checks
 6 Acceptance and functional check usage
 8 Maintenance allocation
06 Dimensions and areas
 0 General
 1 Principal dimensions
 2 Reference lines
 3 Zones and areas
 4 Access provisions
 5 Master shapes
07 Lifting, shoring, recovering and transporting
 0 General
 1 Jacking
 2 Shoring
 3 Slinging
 4 Recovering
 5 Transporting
08 Leveling and weighing
 0 General
 1 Mass and balance
 2 Leveling
 3 Weighing
 4 Mass and c.g. data
 5 Static stability
09 Handling and maneuvering
 0 General
 1 Handling
 2 Maneuvering
10 Parking, mooring, storing and return to service
 0 General
 1 Parking
 2 Mooring
 3 Storing
 4 Return to Service
11 Placards and markings
 0 General
 1 Exterior color schemes and markings
 2 Exterior placards and markings
 3 Interior placards and markings
12 Servicing
 0 General
 1 Replenishing and depleting
 2 Scheduled servicing
 3 Unscheduled servicing
14 Product loading and offloading
 0 General
 1 Support equipment
 2 Cargo
 3 Internal and external stores
  0 Internal and external stores
  1 Basic information
  2 Supplementary information
  3 Loading procedures
  4 Offloading procedures
  5 Loading and offloading procedures checklists
 4 Non-nuclear munitions
  0 Non-nuclear munitions
  1 Basic information
  2 Supplementary information
  3 Loading procedures
  4 Offloading procedures
  5 Loading and offloading procedures checklists
  6 Integrated combat turnaround procedures
  7 Integrated combat turnaround procedures checklists
  8 Cross servicing checklists
 5 Nuclear munitions
15 Crew information
 0 General
 1 Aircraft release/operating limitations
 2 Operational characteristics
 3 Normal procedures
 4 Emergency procedures
  0 Emergency procedures
  1 General
  2 Ground emergencies
  3 Initialization emergencies
  4 System related emergencies
  5 Single or multi-engine failures
  6 Arrival/Disembarking emergencies
  7 Control system failures
  8 Other emergencies or failures
  9 Multi-function display readouts giving emergency information
 5 Special conditions
 6 Performance data
 7 Role Operation/Weapon system procedures
 8 Configuration
16 Change of role
 0 General
 1 Role changes
18 Vibration and noise analysis and attenuation
 0 General
 1 Vibration analysis
 2 Noise analysis
 3 Active attenuation/actuation
 4 Sensing
 5 Control/computing
 6 Passive attenuation
`;
