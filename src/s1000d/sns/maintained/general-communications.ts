// S1000D maintained SNS "General communications" (specification Chapter 8.2): the system, subsystem and
// sub-subsystem codes with their titles, one a line, indented one space per level.
// Read with parseSnsText (../sns-tree.ts).
export const GENERAL_COMMUNICATIONS_SNS = `
A0 Propulsion, General
 0 Propulsion, General
A1 Power pack, General
 0 Power pack, General
 1 Main engine
 2 Transmission
 3 Power pack interfaces
A2 Power unit, General
 0 Power unit, General
 1 Engine
 2 Cooling system
 3 Fuel systems
 4 Air and exhaust systems
 5 Lubrication systems
 6 Electrical
 7 Ancillary
 8 Hydraulic
A3 Engine cooling system, General
 0 Engine cooling system, General
 1 Fluid
 2 Air
A4 Fuel systems, General
 0 Fuel systems, General
 1 Storage
 2 Distribution
 3 Priming
 4 Fuel injection
 5 Indicating
 6 Venting and de-fuelling
A5 Air and exhaust systems, General
 0 Air and exhaust systems, General
 1 Air system
 2 Collector
 3 Noise suppression
 4 Emission control
A6 Lubrication systems, General
 0 Lubrication systems, General
 1 Storage
 2 Distribution
 3 Indicating
A7 Transmission, General
 0 Transmission, General
 1 Gearbox
 2 Steering control assembly
 3 Brake assembly
 4 Auxiliary drive/power takeoff
 5 Clutch
 6 Drive shaft
 7 Torque converter
 8 Differential
A8 Automotive/remote piloting and digital control systems, General
 0 Automotive/remote piloting and digital control systems, General
 1 Control
 2 Sensors
 3 Indicators
A9 Controls (drivers), General
 0 Controls (drivers), General
 1 Foot controls
 2 Hand controls
 3 Ancillary controls
 4 Propulsion control systems
 5 Instrumentation
B0 Structure, General
 0 Structure, General
B1 Hull/frame, General
 0 Hull/frame, General
 1 Internal mountings
 2 External mountings
 3 Doors/hatches
 4 Seats
 5 Drinking water tank
 6 Access cover plates
 7 Gun crutch/depression rails
 8 Skirting plates/brackets/splash plates
B2 Body/cab, General
 0 Body/cab, General
 1 Internal mountings
 2 External mountings
 3 Doors/hatches
 4 Seats
 5 Drinking water tank
 6 Access panels
 7 Load bay
 8 Ancillary
B3 Suspension/track/wheels, General
 0 Suspension/track/wheels, General
 1 Suspension unit
 2 Road wheel/hub assembly
 3 Sprocket wheel assembly
 4 Track assembly
 5 Idler wheels
 6 Roller assembly
 7 Axle
B4 Turret assembly, General
 0 Turret assembly, General
 1 Internal mountings
 2 External mountings
 3 Hatches
 4 Seats
 5 Ring assembly
 6 Cupola
 7 Elevating/traversing gearbox
 8 Turntable assembly
 9 Ancillary
B5 Structures and buildings, General
 0 Structures and buildings, General
 1 Frame/chassis
 2 Rack
 3 Fixtures/fittings
 4 Encapsulation
B6 Sites, General
 0 Sites, General
 1 Buildings
 2 Radomes
 3 Chambers
 4 Hard standing
B7 Masts, General
 0 Masts, General
 1 Masts
 2 Towers
 3 Securing equipment
B8 Containers, General
 0 Containers, General
 1 ISO containers
 2 Cabins
 3 Cases
C0 Armaments, General
 0 Armaments, General
D0 Electical systems, General
 0 Electical systems, General
D1 Mobile electrical systems (engine/power pack), General
 0 Mobile electrical systems (engine/power pack), General
 1 Generating
 2 Batteries
 3 Instrumentation
 4 Lights
 5 Wiring
 6 Electrical equipment
 7 Distribution
 8 Protection
 9 Control
D2 Mobile electrical systems (hull/frame), General
 0 Mobile electrical systems (hull/frame), General
 1 Internal electrical systems
B2 Batteries
 2 Batteries
 3 Internal lights
D2 External electrical systems
 4 External electrical systems
 5 Wiring
 6 Electrical equipment
 7 Distribution
 8 Protection
 9 Control
D3 Mobile electrical systems (body/cab), General
 0 Mobile electrical systems (body/cab), General
 1 Generating
 2 Batteries
 3 Instrumentation
 4 Lights
 5 Wiring
 6 Electrical equipment
 7 Distribution
 8 Protection
 9 Control
D4 Mobile electrical systems (turret), General
 0 Mobile electrical systems (turret), General
 1 Generating
 2 Batteries
 3 Instrumentation
 4 Lights
 5 Wiring
 6 Electrical equipment
 7 Distribution
 8 Protection
 9 Control
D5 Power supply, General
 0 Power supply, General
E0 Communications, General
 0 Communications, General
E1 Communications systems, General
 0 Communications systems, General
 1 UHF/SHF/EHF
 2 VHF
 3 HF
 4 LF
 5 Digital
 6 Audio/video
 7 Satellite
 8 Command & control
 9 Signal distribution
E2 Connectivity, General
 0 Connectivity, General
 1 Landlines
 2 Twin feeders
 3 Inter-connectivity
 4 Intra-connectivity
 5 Optical fibre
 6 Patching facilities
 7 Power cables
E3 Antennas, General
 0 Antennas, General
 1 UHF/SHF/EHF
 2 VHF
 3 HF
E4 Tempest, General
 0 Tempest, General
 1 Cages
 2 Vaults
F0 Navigation, General
 0 Navigation, General
F1 Navigation systems, General
 0 Navigation systems, General
 1 Radar
 2 Radio guidance
 3 Laser
 4 Satellite
 5 Magnetic
 6 Thermal
 7 Optical
G0 Surveillance, General
 0 Surveillance, General
G1 Surveillance systems, General
 0 Surveillance systems, General
 1 Radar
 2 Sonar
 3 Thermal
 4 Optical
 5 Magnetic
 6 Acoustic
 7 Pressure
 8 Proximity
 9 Environmental
H0 Steering, General
 0 Steering, General
H1 Steering systems, General
 0 Steering systems, General
 1 Motors
 2 Gearboxes
 3 Drives
 4 Turning gear
 5 Control systems
J0 Ventilation cooling & heating
 0 Ventilation cooling & heating
J1 Ventilation cooling & heating systems, General
 0 Ventilation cooling & heating systems, General
 1 Compression
 2 Distribution
 3 Heating
 4 Cooling
 5 Temperature control
 6 Moisture/air
 7 Liquid coolant
K0 Hydraulic systems, General
 0 Hydraulic systems, General
K1 Hydraulic, General
 0 Hydraulic, General
 1 Main
 2 Auxiliary
 3 Indicating
 4 Supporting
K2 Pneumatic, General
 0 Pneumatic, General
 1 Main
 2 Auxiliary
 3 Indicating
 4 Pressurization
L0 Electronic system, General
 0 Electronic system, General
L1 Amplifiers/attenuators, General
 0 Amplifiers/attenuators, General
 1 Audio
 2 Power
 3 RF
L2 Filters, General
 0 Filters, General
 1 Low-pass
 2 High-pass
 3 Band-pass
 4 Band-stop
L3 Computer/logic hardware-analogue, General
 0 Computer/logic hardware-analogue, General
 1 Processing
 2 Input
 3 Output
 4 Data storage
 5 Multiplexer
 6 Comparator/discriminator/integrator
L4 Computer/logic hardware-digital, General
 0 Computer/logic hardware-digital, General
 1 Processing
 2 Input
 3 Output
 4 Data storage
 5 Memory
 6 Control
L5 Optoelectronics, General
 0 Optoelectronics, General
 1 Fiber-optic
 2 Measurement
 3 Detection
 4 Emission
 5 Switching
L6 Oscillators/waveform generators, General
 0 Oscillators/waveform generators, General
 1 Astable
 2 Bistable
M0 Auxiliary systems, General
 0 Auxiliary systems, General
M1 Adapter kits, General
 0 Adapter kits, General
M2 Fire, General
 0 Fire, General
 1 Detecting
 2 Indicating
 3 Protection
N0 Survivability, General
 0 Survivability, General
N1 Surface finish, General
 0 Surface finish, General
N2 Intrusion, General
 0 Intrusion, General
 1 Detecting
 2 Indicating
 3 Protection
N3 Nuclear, biological, chemical
 0 Nuclear, biological, chemical
 1 Detecting
 2 Indicating
 3 Protection
P0 Special equipment, General
 0 Special equipment, General
P1 Special equipment/systems, General
 0 Special equipment/systems, General
 1 Special recovery equipment
 2 Launcher special fit equipment
 3 Launcher special purpose equipment
 4 Installation kit
 5 Portability kit
 6 Winterization kit
P2 Software, General
 0 Software, General
Q0 Outfit and furnishings, General
 0 Outfit and furnishings, General
Q1 Stowage, General
 0 Stowage, General
Q2 Complete equipment schedule, General
 0 Complete equipment schedule, General
 1 Production CES
 2 Service CES
 3 Complex CES
R0 Training, General
 0 Training, General
R1 Training services, General
 0 Training services, General
 1 Training devices/accessories/aids
 2 Training equipment
 3 Training facilities
S0 Repair test and support, General
 0 Repair test and support, General
S1 Repair facilities, General
 0 Repair facilities, General
S2 Common support equipment, General
 0 Common support equipment, General
S3 Test and measurement, General
 0 Test and measurement, General
 1 Installation
 2 Maintenance
 3 BIT/BITE
 4 STTE
 5 GPTE
 6 NDT & specialist testing
S4 Support and handling equipment, General
 0 Support and handling equipment, General
`;
