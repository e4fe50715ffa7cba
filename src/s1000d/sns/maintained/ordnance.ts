// S1000D maintained SNS "Ordnance" (specification Chapter 8.2): the system, subsystem and
// sub-subsystem codes with their titles, one a line, indented one space per level.
// Read with parseSnsText (../sns-tree.ts).
export const ORDNANCE_SNS = `
A0 Propulsion, General
 0 Propulsion, General
A1 Power unit, General
 0 Power unit, General
 1 Engine
 2 Cooling system
 3 Fuel systems
 4 Air and exhaust systems
 5 Lubrication systems
 6 Electrical
 7 Ancillary
 8 Hydraulic
A2 Transmission, General
 0 Transmission, General
 1 Gearbox
 2 Steering control assembly
 3 Brake assembly
 4 Auxiliary drive/power takeoff
 5 Clutch
 6 Drive shaft
 7 Torque converter
 8 Differential
A3 Automotive/remote piloting and digital control systems, General
 0 Automotive/remote piloting and digital control systems, General
 1 Control
 2 Sensors
 3 Indicators
A4 Controls (drivers), General
 0 Controls (drivers), General
 1 Foot controls
 2 Hand controls
 3 Ancillary controls
 4 Propulsion control systems
 5 Instrumentation
A5 Launcher propulsion, General
 0 Launcher propulsion, General
 1 Chemical
 2 Mechanical
 3 Electrical
 4 Pneumatic
A6 Projectile propulsion, General
 0 Projectile propulsion, General
 1 Chemical
 2 Mechanical
 3 Electrical
 4 Pneumatic
 5 Rocket motor
B0 Structure, General
 0 Structure, General
B1 Frame/carriage/trail legs, General
 0 Frame/carriage/trail legs, General
 1 Frame/firing post
 2 Carriage
 3 Trail legs/spades
 4 Traverse/elevation mechanism
 5 Armor
 6 Ammunition storage
 7 Seats
B2 Suspension/wheels, General
 0 Suspension/wheels, General
 1 Suspension unit
 2 Axle
 3 Braking assembly
B3 Projectile structure, General
 0 Projectile structure, General
 1 Projectile casing
 2 Bomb housing
 3 Torpedo body
 4 Rocket housing
C0 Armaments, General
 0 Armaments, General
C1 Gun control systems, General
 0 Gun control systems, General
 1 Installation
 2 Control panel
 3 Power supply
 4 Switch units
 5 Gun controller
 6 Power motors
 7 Gyroscope assembly
 8 Ancillary
C2 Fire control systems, General
 0 Fire control systems, General
 1 Computer/interface
 2 Control/monitor
 3 Filter units
 4 Sensors
 5 Firing handles
 6 Fire control boxes
 7 Ancillary
C3 Thermal imaging, General
 0 Thermal imaging, General
 1 Sensor
 2 Processing
 3 Display
 4 Control
 5 Converter units
 6 Structure and framework
 7 Ancillary
C4 Thermal imaging cooling systems, General
 0 Thermal imaging cooling systems, General
 1 Compressors
 2 Storage
 3 Distribution
 4 Indicating
C5 Optical sighting systems, General
 0 Optical sighting systems, General
 1 Surveillance
 2 Sighting
 3 Reticle image projector
 4 Sighting units
 5 Ancillary
C6 Weapon/gun, General
 0 Weapon/gun, General
 1 Launcher
 2 Breech, housing and firing mechanism
 3 Mountings
 4 Recoil mechanism
 5 Smoke discharger
 6 Secondary armaments installation
 7 Sights
 8 Ancillary
C7 Automatic loading systems, General
 0 Automatic loading systems, General
 1 Storage (ready round)
 2 Rocket pods/mine racks/dispeners
 3 Transfer/lift
 4 Loading/ramming
 5 Feed mechanism
 6 Automatic loading devices
 7 Control
C8 Armaments projectile, General
 0 Armaments projectile, General
 1 Payload
 2 Fuse
 3 Initial safety & arming
 4 Secondary safety & arming
C9 Dispenser containing sub-munitions, General
 0 Dispenser containing sub-munitions, General
 1 Tactical munitions dispenser
D0 Electrical systems, General
 0 Electrical systems, General
D1 Launcher electrical systems, General
 0 Launcher electrical systems, General
 1 Generating
 2 Batteries
 3 Instrumentation
 4 Lights
 5 Wiring
 6 Electrical equipment
 7 Distribution
 8 Protection
 9 Control
D2 Projectile electrical systems, General
 0 Projectile electrical systems, General
 1 AC power
 2 DC power
 3 External power
E0 Communications, General
 0 Communications, General
E1 Launcher communications, General
 0 Launcher communications, General
 1 UHF/SHF/EHF
 2 VHF
 3 HF
 4 LF
 5 Audio
 6 Digital
 7 Satellite
 8 Optical
 9 Ancillary
E2 Launcher identification friend/foe (IFF), General
 0 Launcher identification friend/foe (IFF), General
 1 Transmitting
 2 Receiving
 3 Indicating
E3 Projectile communications, General
 0 Projectile communications, General
 1 UHF/SHF/EHF
 2 VHF
 3 HF
 4 LF
 5 Digital
 6 Satellite
 7 Optical
 8 Ancillary
E4 Projectile identification friend/foe (IFF), General
 0 Projectile identification friend/foe (IFF), General
 1 Transmitting
 2 Receiving
 3 Indicating
F0 Navigation, General
 0 Navigation, General
F1 Launcher navigation, General
 0 Launcher navigation, General
 1 Independent
 2 Dependent
 3 Computing
F2 Launcher guidance and control, General
 0 Launcher guidance and control, General
 1 Computers/software
 2 Control consoles
F3 Projectile guidance and control, General
 0 Projectile guidance and control, General
 1 Projectile built-in stability mechanisms
 2 Projectile built-in control mechanisms
G0 Surveillance, General
 0 Surveillance, General
G1 Launcher surveillance, General
 0 Launcher surveillance, General
 1 Control
 2 Indicating
 3 Recording
 4 Infra-red
 5 Laser
 6 Radar
 7 Magnetic
 8 Sonar
 9 Acoustic
G2 Launcher sensors, General
 0 Launcher sensors, General
 1 Radar
 2 Sonar
 3 Thermal
 4 Laser
 5 Magnetic
 6 Acoustic
 7 Pressure
 8 Proximity
G3 Projectile sensors, General
 0 Projectile sensors, General
 1 Radar
 2 Sonar
 3 Thermal
 4 Laser
 5 Magnetic
 6 Acoustic
 7 Pressure
 8 Proximity
G4 Meteorological/atmospheric research, General
 0 Meteorological/atmospheric research, General
 1 Weather
 2 Air turbulence
 3 Pollutants
 4 Magnetic/gravitational
H0 Steering, General
 0 Steering, General
H1 Launcher guidance, General
 0 Launcher guidance, General
 1 Guidance mechanism
H2 Projectile guidance, General
 0 Projectile guidance, General
 1 Projectile direction control
J0 Ventilation/heating/cooling, General
 0 Ventilation/heating/cooling, General
J1 Launcher ventilation/heating/cooling, General
 0 Launcher ventilation/heating/cooling, General
 1 Compression
 2 Distribution
 3 Heating
 4 Cooling
 5 Temperature control
 6 Moisture/air
 7 Liquid coolant
J2 Projectile ventilation/heating/cooling, General
 0 Projectile ventilation/heating/cooling, General
 1 Compression
 2 Distribution
 3 Heating
 4 Cooling
 5 Temperature control
 6 Moisture/air
 7 Liquid coolant
K0 Hydraulic systems, General
 0 Hydraulic systems, General
K1 Launcher hydraulic system, General
 0 Launcher hydraulic system, General
 1 Main
 2 Auxiliary
 3 Indicating
K2 Projectile hydraulic system, General
 0 Projectile hydraulic system, General
 1 Main
 2 Auxiliary
 3 Indicating
K3 Launcher pneumatic systems, General
 0 Launcher pneumatic systems, General
 1 Main
 2 Auxiliary
 3 Indicating
K4 Projectile pneumatic systems, General
 0 Projectile pneumatic systems, General
 1 Main
 2 Auxiliary
 3 Indicating
L0 Electronic system, General
 0 Electronic system, General
L1 Launcher electronic system, General
 0 Launcher electronic system, General
L2 Projectile electronic system, General
 0 Projectile electronic system, General
M0 Auxiliary, General
 0 Auxiliary, General
M1 Launcher auxiliary systems, General
 0 Launcher auxiliary systems, General
 1 Magazine
M2 Projectile auxiliary systems, General
 0 Projectile auxiliary systems, General
M3 Adapter kits, General
 0 Adapter kits, General
N0 Survivability, General
 0 Survivability, General
N1 Launcher fire protection systems, General
 0 Launcher fire protection systems, General
 1 Detecting
 2 Indicating
 3 Extinguishing
N2 Launcher nuclear, biological and chemical protection, General
 0 Launcher nuclear, biological and chemical protection, General
 1 Pack
 2 Control
 3 Pressure relief
 4 Door assemblies
 5 Ancillary
N3 Projectile fire protection systems, General
 0 Projectile fire protection systems, General
 1 Detecting
 2 Indicating
 3 Extinguishing
N4 Projectile nuclear, biological and chemical protection, General
 0 Projectile nuclear, biological and chemical protection, General
 1 Pack
 2 Control
 3 Pressure relief
 4 Door assemblies
 5 Ancillary
P0 Special equipment, General
 0 Special equipment, General
P1 Launcher special to type equipment, General
 0 Launcher special to type equipment, General
 1 Launcher special recovery equipment
 2 Launcher special fit equipment
 3 Launcher special purpose equipment
 4 Installation kit
 5 Portability kit
 6 Bore variation/velocity change kits
 7 Winterization kit
P2 Projectile special equipment/systems, General
 0 Projectile special equipment/systems, General
 1 Portability kit
Q0 Outfit and furnishings, General
 0 Outfit and furnishings, General
Q1 Launcher stowage, General
 0 Launcher stowage, General
 1 Charge bin
 2 Shell stowage
 3 Ammunition
 4 Launcher internal
 5 Launcher external
Q2 Complete equipment schedule (CES), General
 0 Complete equipment schedule (CES), General
 1 Production CES
 2 Service CES
 3 Complex CES
Q3 Projectile stowage, General
 0 Projectile stowage, General
R0 Training, General
 0 Training, General
R1 Training services, General
 0 Training services, General
 1 Devices/accessories/aids
 2 Equipment
 3 Facilities
S0 Repair test and support, General
 0 Repair test and support, General
S1 Launcher repair facilities, General
 0 Launcher repair facilities, General
 1 Mobile
 2 Fixed
S2 Sighting systems repair facility, General
 0 Sighting systems repair facility, General
 1 Mobile
 2 Fixed
S3 Thermal imaging repair facility, General
 0 Thermal imaging repair facility, General
 1 Mobile
 2 Fixed
S4 General purpose electronic repair facility, General
 0 General purpose electronic repair facility, General
 1 Mobile
 2 Fixed
S5 Projectile repair facilities, General
 0 Projectile repair facilities, General
 1 Mobile
 2 Fixed
S6 Launcher common support equipment, General
 0 Launcher common support equipment, General
S7 Projectile common support equipment, General
 0 Projectile common support equipment, General
S8 Launcher test and measurement equipment, General
 0 Launcher test and measurement equipment, General
S9 Projectile test and measurement equipment, General
 0 Projectile test and measurement equipment, General
SA Launcher support and handling equipment, General
 0 Launcher support and handling equipment, General
SB Projectile support and handling equipment, General
 0 Projectile support and handling equipment, General
`;
