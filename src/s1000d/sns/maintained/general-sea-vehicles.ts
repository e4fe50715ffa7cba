// S1000D maintained SNS "General sea vehicles" (specification Chapter 8.2): the system, subsystem and
// sub-subsystem codes with their titles, one a line, indented one space per level.
// Read with parseSnsText (../sns-tree.ts).
export const GENERAL_SEA_VEHICLES_SNS = `
A0 Propulsion, General
 0 General
A1 Power pack, General
 0 Main propulsion drives, General
 1 Propulsion nuclear
 2 Propulsion electrical
 3 Propulsion steam
 4 Propulsion gas turbine
 5 Propulsion diesel
A2 Secondary propulsion drives, General
 0 Secondary propulsion drives, General
A3 Emergency propulsion drives, General
 0 Emergency propulsion drives, General
A4 Propulsion transmission systems, General
 0 Propulsion transmission systems, General
 1 Propulsion gearing
 2 Propulsion clutches and couplings
 3 Propulsion shafting
 4 Propulsion bearings
 5 Propulsion propulsors/propellers
A5 Propulsion support systems, General
 0 Propulsion support systems, General
 1 Circulating and cooling systems
 2 Uptakes and down takes
 3 Propulsion fuel systems
 4 Propulsion lubricating systems
 5 Propulsion lubrication transfer and purification
A6 Propulsion control systems, General
 0 Propulsion control systems, General
 1 Propulsion control systems automatic
 2 Propulsion control systems manual
A7 Propulsion control systems - Alarms
 0 Propulsion control systems - Alarms (General)
 1 Automatically control propulsion - Alarms
 5 Manually control propulsion - Alarms
A8 Propulsion control systems - Data logging
 0 Propulsion control systems - Data logging (General)
 1 Automatically control propulsion - Data logging
 5 Manually control propulsion - Data logging
B0 Structure, General
 0 General
B1 Hull - General
 0 Hull, General
 1 Hull fittings
 2 Hydrofoils
B2 Body/cab, General
 0 Main supporting structures, General
 1 Transverse frames
 2 Longitudinal frames
 3 Superstructure
B3 Special structures, General
 0 Special structures, General
 1 Structural castings, forgings and welding
 2 Ballistic plating, sonar domes and stacks
 3 Special purpose closures and structures
B4 Bulkheads/decks, General
 0 Bulkheads/decks, General
 1 Watertight/non watertight bulkheads
 2 Main decks
 3 Floors
B5 Masts, General
 0 Masts, General
 1 Submarine masts and periscope integration
 2 Fixed masts
 3 Service platforms
 4 Towers
B6 Access, General
 0 General
 1 Doors
 2 Hatches
 3 Scuttles
 4 Covers
 5 Portable Plates
C0 Armaments, General
 0 General
C1 Gun systems, General
 0 Gun systems, General
 1 Gun mountings
 2 Directors
 3 Ancillaries
 4 Small arms
 5 Portable weapons
C2 Guided missile systems, General
 0 Guided missile systems, General
 1 Control
 2 Aerials
 3 Radars
 4 Launchers
 5 Ancillaries
C3 Rocket systems and pyrotechnics, General
 0 Rocket systems and pyrotechnics, General
 1 Signals
C4 Aircraft related weapon systems, General
 0 Aircraft related weapon systems, General
 1 Aircraft weapon systems
 2 Aircraft weapon control
C5 Fire control systems, General
 0 Fire control systems, General
 1 Weapon direction systems and sights
 2 Gun fire control systems
 3 Missile fire control systems
 4 Underwater fire control systems
C6 Torpedo systems, General
 0 General
 1 Submarine torpedo systems
 2 Surface launch torpedo equipment
 3 Torpedo handling and stowage
 4 Acoustic
C7 Electronic warfare, General
 0 General
 1 Active
 2 Passive
 3 Data processing
D0 Electrical system, General
 0 General
D1 Electrical power generation, General
 0 General
 1 Turbo generators and control equipment
 2 Gas turbine generators and control equipment
 3 Diesel generators and control equipment
 4 Motor generators
D2 Primary supply and distribution systems, General
 0 General
D3 Electrical power converted supplies, General
 0 General
D4 Electrical power lighting, General
 0 General
 1 Cabling
D5 Electrical power support systems, General
 0 General
D6 Electrical power emergency supplies, General
 0 General
D7 Electrical control systems, General
 0 General
D8 Batteries, General
 0 General
 1 Primary batteries
 2 Secondary batteries
 3 Battery charging systems
E0 Communications, General
 0 General
E1 SHF/EHF, General
 0 General
 1 Aerials
 2 Aerial multi-couplers and tuners
 3 Receivers
 4 Transmitters
 5 Transceivers
 6 Ancillaries
E2 UHF/VHF, General
 0 General
 1 Aerials
 2 Aerial multi-couplers and tuners
 3 Receivers
 4 Transmitters
 5 Transceivers
 6 Ancillaries
E3 HF/MF, General
 0 General
 1 Aerials
 2 Aerial multi-couplers and tuners
 3 Receivers
 4 Transmitters
 5 Transceivers
 6 Ancillaries
E4 LF/VLF, General
 0 LF/VLF, General
 1 Aerials
 2 Aerial multi-couplers and tuners
 4 Receivers
 5 Transmitters
 6 Transceivers
 7 Ancillaries
E5 Audio integration, General
 0 General
 1 Control outfits
E6 Digital - General
 0 General
 1 Cryptographic receivers
 2 Cryptographic transmitters
 3 Teletype/message handling
 4 Tele-printers
 5 Modems
 6 Displays
E7 Internal, General
 0 General
 1 Broadcasts
 2 Inter-communication
 3 Networks
 4 Recreational
 5 Alarms
 6 Control
 7 Telephones
E8 Flight control and instrument landing systems, General
 0 General
F0 Navigation, General
 0 General
F1 Independent, General
 0 General
 1 Gyro compasses
 2 Magnetic compasses
 3 Inertial
 4 Speed and distance
 5 Depth
 6 Wind speed and direction
F2 Dependent, General
 0 General
 1 Satellite
 2 Radio
 3 Radar
F3 Computing, General
 0 General
 1 Plotting
 2 Data distribution
 3 Data retransmission
G0 Surveillance, General
 0 General
G1 Control, General
 0 General
 1 Data processing
 2 Displays
G2 Radar, General
 0 General
 1 Aerials
 2 Receiver
 3 Transmitter
 4 Ancillaries
 5 Distribution
 6 Displays
G3 Sonar, General
 0 General
 1 Transducers
 2 Receiver
 3 Transmitter
 4 Ancillaries
 5 Distribution
 6 Displays
G4 Electromagnetic, General
 0 General
 1 ESM aerials
 2 ESM receivers
G5 Optical, General
 0 General
 1 Thermal imaging
 2 Periscopes
G6 Digital, General
 0 General
 1 Data highway
G7 Identification systems, General
 0 General
 1 Radar aerials
 2 Integrators transponders
H0 Steering, General
 0 General
H1 Steering systems and control, General
 0 General
H2 Thrusters, General
 0 General
H3 Stabilizing systems and control, General
 0 General
H4 Diving control systems, General
 0 General
H5 Hydroplanes, General
 0 General
J0 Ventilation and air conditioning, General
 0 General
J1 Climatic control systems, General
 0 General
J2 Ventilation systems, General
 0 General
J3 Air conditioning systems, General
 0 General
 1 Compartment heating systems
J4 Oxygen generating system, General
 0 General
K0 Hydraulic system, General
 0 General
K1 Main hydraulic power systems, General
 0 General
K2 Auxiliary hydraulic power systems, General
 0 General
K3 Pneumatic systems, General
 0 General
 1 Servo air systems
L0 Electronic systems, General
 0 General
L1 Cathodic protection, General
 0 General
L2 Degaussing, General
 0 General
M0 Auxiliary, General
 0 General
M1 Aircraft handling systems, General
 0 General
 1 Aircraft handling systems servicing and stowage
 2 Aircraft recovery support systems
M2 Sea water systems, General
 0 General
 1 Firemain and flushing systems
 2 Sprinkler systems
 3 Pre-wetting systems
 4 Auxiliary sea water systems
 5 Scruppers and deck drains
 6 Plumbing and drainage
 7 Drainage and ballasting systems
M3 Fresh water systems, General
 0 General
 1 Distilling plant
 2 Auxiliary fresh water cooling
 3 Potable water
M4 Fuels and Lubricants Systems, General
 0 General
 1 Ship fuel and fuel compensating systems
 2 Aviation and general purpose fuels
 3 Aviation and general purpose lubricating oil
 4 Auxiliary lubrication systems
 5 Special fuel and lubricants handling and storage
M5 Gas systems, General
 0 General
 1 Compressed air systems
 2 Compressed gases
 3 Vacuum systems
M6 Cargo handling replenishment systems, General
 0 General
 1 RAS systems
 2 Vertical replenishment systems
 3 Ships stores and equipment handling systems
M7 Machinery, General
 0 General
 1 Engineering and functional machinery
 2 Domestic machinery
M8 Deck machinery
 0 General
 1 Cranes
 2 Winches
N0 Survivability, General
 0 General
N1 Damage control, General
 0 General
 1 Detection systems
N2 Escape facilities, General
 0 General
N3 Firefighting systems, General
 0 General
N4 Nuclear, biological, chemical, General
 0 General
N5 Salvage systems, General
 0 General
N6 Stability, General
 0 General
P0 Special equipment/system, General
 0 General
P1 Special to type equipment, General
 0 General
P2 Special recovery equipment, General
 0 General
P3 Special fit equipment, General
 0 General
P4 Special purpose equipment, General
 0 General
Q0 Outfit and furnishings, General
 0 General
Q1 Preservations and coverings, General
 0 General
Q2 Protective coatings, General
 0 General
Q3 Storerooms, General
 0 General
 1 Utility space
Q4 Bathrooms and toilets, General
 0 General
Q5 Workshops, General
 0 General
Q6 Laboratories, General
 0 General
Q7 Test areas, General
 0 General
Q8 Galley/pantry scullery, General
 0 General
Q9 Commissary, General
 0 General
QA Accommodation spaces, General
 0 General
QB Offices, General
 0 General
QC Control centers, General
 0 General
QD Machinery spaces, General
 0 General
QE Medical, dental and pharmaceutical spaces, General
 0 General
QF Laundry, General
 0 General
R0 Training, General
 0 General
 1 Training
 2 Non weapon trainers and simulators
 3 Weapon systems trainers and simulators
S0 Repair test and support, General
 0 General
T0 Management system, General
 0 General
T1 Platform management system, General
 0 General
 1 Operator facilities
 2 Data processing
 3 Consoles
 4 Monitor
 5 Cabinets
 6 Maintainer
 7 Peripheral equipment
T3 Combat management and data transfer system, General
 0 General
 1 Operator facilities
 2 Combat management
 3 Consoles
 4 Data transfer
 5 Cabinets
 6 Maintainer facilities
 7 Peripheral equipment
U0 Meteorological and Oceanography systems - General
 0 General
U1 Meteorological systems - General
 0 General
U2 Oceanography systems - General
 0 General
U3 Data transmission - General
 0 General
U4 Data processing - General
 0 General
U5 Man-Machine Interfaces - General
 0 General
U6 Data receivers, General
 0 General
`;
