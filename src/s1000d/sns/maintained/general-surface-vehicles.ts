// S1000D maintained SNS "General surface vehicles" (specification Chapter 8.2): the system, subsystem and
// sub-subsystem codes with their titles, one a line, indented one space per level.
// Read with parseSnsText (../sns-tree.ts).
export const GENERAL_SURFACE_VEHICLES_SNS = `
A0 Propulsion, General
 0 General
A1 Power pack - General
 0 General
 1 Main engine
 2 Transmission
 3 Power pack Interfaces
A2 Power unit, General
 0 General
 1 Engine
 2 Cooling system
 3 Fuel systems
 4 Air and exhaust systems
 5 Lubrication systems
 6 Electrical
 7 Ancillary
 8 Hydraulic
A3 Engine cooling system, General
 0 General
 1 Fluid
 2 Air
A4 Fuel systems, General
 0 General
 1 Storage
 2 Distribution
 3 Priming
 4 Fuel injection
 5 Indicating
 6 Venting and de-fuelling
A5 Air and exhaust systems, General
 0 General
 1 Air system
 2 Collector
 3 Noise suppression
 4 Emission control
A6 Lubrication systems, General
 0 General
 1 Storage
 2 Distribution
 3 Indicating
A7 Transmission, General
 0 General
 1 Gearbox
 2 Steering control assembly
 3 Brake assembly
 4 Auxiliary drive/power takeoff
 5 Clutch
 6 Drive shaft
 7 Torque converter
 8 Differential
A8 Automotive/remote piloting and digital control systems, General
 0 General
 1 Control
 2 Sensors
 3 Indicators
A9 Controls (drivers), General
 0 General
 1 Foot controls
 2 Hand controls
 3 Ancillary controls
 4 Propulsion control systems
 5 Instrumentation
B0 Structure, General
 0 General
B1 Hull/frame, General
 0 General
 1 Internal mountings
 2 External mountings
 3 Doors/hatches
 4 Seats
 5 Drinking water tank
 6 Access cover plates
 7 Gun crutch/depression rails
 8 Skirting plates/brackets/splash plates
B2 Body/cab, General
 0 General
 1 Internal mountings
 2 External mountings
 3 Doors/hatches
 4 Seats
 5 Drinking water tank
 6 Access panels
 7 Load bay
 8 Ancillary
B3 Suspension/track/wheels, General
 0 General
 1 Suspension unit
 2 Road wheel hub assembly
 3 Sprocket wheel assembly
 4 Track assembly
 5 Idler wheels
 6 Roller assembly
 7 Axle
B4 Turret assembly, General
 0 General
 1 Internal mountings
 2 External mountings
 3 Hatches
 4 Seats
 5 Ring assembly
 6 Cupola
 7 Elevating/traversing gearbox
 8 Turntable assembly
 9 Ancillary
C0 Armaments, General
 0 General
C1 Gun control systems, General
 0 General
 1 Installation
 2 Control panel
 3 Power supply
 4 Switch units
 5 Gun controller
 6 Power motors
 7 Gyroscope assembly
 8 Ancillary
C2 Fire control systems, General
 0 General
 1 Computer/interface
 2 Control/monitor
 3 Filter units
 4 Sensors
 5 Firing handles
 6 Fire control boxes
 7 Ancillary
C3 Thermal imaging, General
 0 General
 1 Sensor
 2 Processing
 3 Display
 4 Control
 5 Converter units
 6 Structure and framework
 7 Ancillary
C4 Thermal imaging cooling systems, General
 0 General
 1 Compressors
 2 Storage
 3 Distribution
 4 Indicating
C5 Optical sighting systems, General
 0 General
 1 Surveillance
 2 Sighting
 3 Reticle image projector
 4 Sighting unit
 5 Ancillary
C6 Weapon/gun, General
 0 General
 1 Barrel
 2 Breech, housing and firing mechanism
 3 Mountings
 4 Recoil mechanism
 5 Smoke discharger
 6 Secondary armaments installation
 7 Sights
 8 Ancillary
C7 Automatic loading systems, General
 0 General
 1 Storage (ready round)
 2 Transfer/lift
 3 Loading/ramming
 4 Control
D0 Electrical systems, General
 0 General
D1 Electrical systems (engine/power pack), General
 0 General
 1 Generating
 2 Batteries
 3 Instrumentation
 4 Lights
 5 Wiring
 6 Electrical equipment
 7 Distribution
 8 Protection
 9 Control
D2 Electrical systems (hull/frame), General
 0 General
 1 Internal electrical systems
 2 Batteries
 3 Internal lights
 4 External electrical systems
 5 Wiring
 6 Electrical equipment
 7 Distribution
 8 Protection
 9 Control
D3 Electrical systems (body/cab), General
 0 General
 1 Generating
 2 Batteries
 3 Instrumentation
 4 Lights
 5 Wiring
 6 Electrical equipment
 7 Distribution
 8 Protection
 9 Control
D4 Electrical systems (turret), General
 0 General
 1 Generating
 2 Batteries
 3 Instrumentation
 4 Lights
 5 Wiring
 6 Electrical equipment
 7 Distribution
 8 Protection
 9 Control
E0 Communications, General
 0 General
E1 Communication systems, General
 0 General
 1 UHF/SHF/EHF
 2 VHF
 3 HF
 4 LF
 5 Audio
 6 Digital
 7 Satellite
 8 Optical
 9 Ancillary
E2 Identification friend/foe (iff), General
 0 General
 1 Transmitting
 2 Receiving
 3 Indicating
F0 Navigation, General
 0 General
F1 Navigation systems, General
 0 General
 1 Independent
 2 Dependent
 3 Computing
G0 Surveillance
 0 General
G1 Surveillance systems, General
 0 General
 1 Control
 2 Indicating
 3 Recording
 4 Optical/infra-red
 5 Laser
 6 Radar
 7 Magnetic
 8 Sonar
 9 Acoustic
G2 Meteorological/atmospheric research, General
 0 General
 1 Weather
 2 Air turbulence
 3 Pollutants
 4 Magnetic/gravitational
H0 Steering, General
 0 General
H1 Steering systems, General
 0 General
 1 Rudders
 2 Trim valves
 3 Thrusters
J0 Ventilation/heating/cooling, General
 0 General
J1 Ventilation/heating/cooling systems, General
 0 General
 1 Compression
 2 Distribution
 3 Heating
 4 Cooling
 5 Temperature
 6 Moisture/air
 7 Liquid coolant
K0 Hydraulic systems, General
 0 General
K1 Hydraulics, General
 0 General
 1 Main
 2 Auxiliary
 3 Indicating
K2 Pneumatic systems, General
 0 General
 1 Main
 2 Auxiliary
 3 Indicating
L0 Electronic system, General
 0 General
L1 Electronics, General
 0 General
M0 Auxiliary, General
 0 General
M1 Auxiliary systems, General
 0 General
N0 Survivability, General
 0 General
N1 Fire protection systems, General
 0 General
 1 Detecting
 2 Indicating
 3 Extinguishing
N2 Nuclear, biological, chemical, General
 0 General
 1 Pack
 2 Control
 3 Pressure relief
 4 Door assemblies
 5 Ancillary
P0 Special equipment/systems, General
 0 General
P1 Special to type equipment, General
 0 General
 1 Structure
 2 Electrical systems
 3 Hydraulics
 4 Handling equipment
 5 Ancillary
 6 Stowage
P2 Special recovery equipment, General
 0 General
P3 Special fit equipment, General
 0 General
P4 Special purpose equipment, General
 0 General
Q0 Outfit, furnishings and stowage, General
 0 General
Q1 Stowage, General
 0 General
 1 Charge bin
 2 Shell stowage
 3 Ammunition
 4 Body/cab internal
 5 Body/cab external
 6 Hull/frame internal
 7 Hull/frame external
 8 Turret internal
 9 Turret external
Q2 Complete equipment schedule (CES), General
 0 General
 1 Production ces
 2 Service ces
 3 Complex ces
R0 Training, General
 0 General
R1 Training services, General
 0 General
 1 Devices/accessories/aids
 2 Equipment
 3 Facilities
S0 Repair test and support, General
 0 General
S1 Power pack repair facility (PPRF), General
 0 General
 1 Mobile
 2 Fixed
S2 Sighting systems repair facility, General
 0 General
 1 Mobile
 2 Fixed
S3 Thermal imaging repair facility, General
 0 General
 1 Mobile
 2 Fixed
S4 General purpose electronic repair facility, General
 0 General
 1 Mobile
 2 Fixed
S5 Common support equipment, General
 0 General
`;
