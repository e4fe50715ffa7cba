// S1000D maintained SNS "Air vehicle, engines and equipment" (specification Chapter 8.2): the system, subsystem and
// sub-subsystem codes with their titles, one a line, indented one space per level.
// Read with parseSnsText (../sns-tree.ts).
export const AIR_VEHICLE_SNS = `
20 Standard practices - Airframe systems
 0 General
21 Environmental control
 0 General
 1 Compression
 2 Distribution
 3 Pressurization control
 4 Heating
 5 Cooling
 6 Temperature control
 7 Moisture/air contaminant control
 8 Liquid/gas coolant
 9 Integrated environmental control system (ECS)
22 Auto flight
 0 General
 1 Autopilot
 2 Speed-attitude correction
 3 Auto throttle
 4 System monitor
 5 Aerodynamic load alleviating
23 Communications
 0 General
 1 Speech communication
  5 SATCOM
 2 Data transmission
 3 Passenger address and entertainment
 4 Interphone
 5 Audio integrating and voice command systems
 6 Static discharging
 7 Audio and video monitoring
 8 Integrated automatic tuning
24 Electrical power
 0 General
 1 Generator drive
 2 AC generation
 3 DC generation
 4 External power
 5 AC electrical load distribution
 6 DC electrical load distribution
 7 Electrical monitoring and protection
 8 Electrical power multiplexing
 9 Multipurpose equipment
25 Equipment/furnishings
 0 General
 1 Flight compartment
 2 Passenger/operating crew compartment
 3 Buffet/gallery
 4 Lavatories
 5 Additional compartments
 6 Emergency
 8 Insulation and lining
26 Fire protection
 0 General
 1 Detection
 2 Extinguishing
 3 Explosion suppression
27 Flight controls
 0 General
 1 Roll control
 2 Yaw control
 3 Pitch control
 4 Horizontal stabilizers
 5 Flaps
 6 Spoilers, drag and devices and variable aerodynamic fairings
 7 Gust lock and damper
 8 Lift augmenting
 9 Primary Flight Control System (PFCS)
28 Fuel
 0 General
 1 Storage
 2 Distribution
 3 Dump
 4 Indicating
 5 In-flight refueling
 6 Fuel/center of gravity management
29 Hydraulic power
 0 General
 1 Main
 2 Auxiliary
 3 Indicating
30 Ice and rain protection
 0 General
 1 Airfoil
 2 Air intakes
 3 Pitot and static
 4 Windows, windshields, canopies and doors
 5 Antennas and radomes
 6 Propellors/rotors
 7 Water lines
 8 Detection
31 Indicating recording systems
 0 General
 1 Instrument and control panels
 2 Independent instruments
 3 Recorders
 4 General computers
 5 Central warning systems
 6 Display systems
 7 Automatic data reporting systems
32 Landing gear
 0 General
 1 Main gear and doors
 2 Nose/tail gear and doors
 3 Extension and retraction
 4 Wheels and brakes
 5 Steering and maneuvering
 6 Position and warning
 7 Supplementary gear
 8 Drag chute
 9 Arresting hook/landing assistance equipment
33 Lights
 0 General
 1 Flight compartment
 2 Passenger compartments
 3 Cargo and service compartments
 4 Exterior
 5 Emergency lighting
34 Navigation
 0 General
 1 Flight environment data
 2 Attitude and direction
 3 Landing and taxiing aids
 4 Independent position determining
 5 Dependent position determining
 6 Flight management computing
 7 Environment surveillance system
35 Oxygen
 0 General
 1 Crew
 2 Passenger
 3 Portable
 4 On board oxygen generating system
36 Pneumatic
 0 General
 1 Distribution
 2 Indicating
37 Vacuum
 0 General
 1 Distribution
 2 Indicating
38 Water/waste
 0 General
 1 Potable
 2 Wash
 3 Waste disposal
 4 Air supply
39 Attack system management
 0 General
 1 Architecture management
 2 Attack system functions
 3 Attack system resources
 4 General rules of man-machine communication
 5 Digital networks
 6 Other information networks
 7 Stores management
40 Operational attack functions
 0 General
 1 Navigational functions
 2 Nap of the earth flight
 3 Self-protection
 4 Information exchange and cooperation
 5 Identification
 6 Air-to-air functions
 7 Air-to-surface functions
41 Water ballast
 0 General
 1 Storage
 2 Dump
 3 Indication
42 Cross-technical attack functions
 0 General
 1 Mission system control and management
 2 Trajectory management
 3 Attack system compatabilities management
 4 Tactical situation awareness
 5 Mission preparation
 6 Mission restitution
 7 Warnings and cautions management
43 Tactical communications
 0 General
 1 Ultra, super and extra high frequencies (UHF/SHF/EHF)
 2 Very high frequency (VHF)
 3 High frequency (HF)
 4 Low and very low frequency (LF/VLF)
 5 Audio integrating
 6 Digital
 7 Multiplex and audio switching
 8 Interphone and passenger address
 9 Satellite communications
44 Cabin systems
 0 General
 1 Cabin core system
 2 Inflight entertainment system
 3 External communication system
 4 Cabin mass memory system
 5 Cabin monitoring system
 6 Miscellaneous cabin system
45 Central maintenance system (CMS)
 0 General
46 Systems integration and display
 0 General
 1 Acquisition
 2 Processing and integration
 3 Display
47 Liquid nitrogen
 0 General
 1 Generation/storage
 2 Distribution
 3 Controlling
 4 Indicating
48 In-flight refueling tanker
 0 General
 1 Storage
 2 Distribution
 3 Delivery
 4 Controls
 5 Indicating
 6 Dump
49 Airborne auxiliary power
 0 General
 1 Power plant
 2 Engine
 3 Engine fuel and control
 4 Ignition/starting
 5 Air
 6 Engine controls
 7 Engine indicating
 8 Exhaust
 9 Oil
50 Cargo and accessory compartment
 0 General
 1 Cargo compartments
 2 Cargo loading systems
 3 Cargo related systems
 4 Aerial delivery
 5 Accessory compartments
 6 Insulation
51 Standard practices - Structures
 0 General
 1 Investigation, cleanup and aerodynamic smoothness
 2 Processes
 3 Materials
 4 Fasteners
 5 Support of airplane for repair and alignment check procedures
 6 Control-surface balancing
 7 Repairs
 8 Electrical bonding
52 Doors
 0 General
 1 Passenger/crew
 2 Emergency exit
 3 Cargo
 4 Service and miscellaneous
 5 Fixed interior
 6 Entrance stairs
 7 Door warning
 8 Landing gear
53 Fuselage
 0 General
54 Nacelles/pylons
 0 General
 9 Air management
55 Stabilizers
 0 General
 1 Horizontal stabilizer or canard
 2 Elevator
 3 Vertical stabilizer
 4 Rudder
 5 Auxiliary stabilizers and strakes
56 Windows and canopies
 0 General
 1 Flight compartment
 2 Fuselage compartment
 3 Door
 4 Inspection and observation
57 Wings
 0 General
 1 Center wing
 2 Outer wing
 3 Wing tip
 4 Leading edge and leading edge devices
 5 Trailing edge and trailing edge devices
 6 Ailerons, elevons and flaperons
 7 Spoilers
 8 Wing folding
60 Standard practices, Propellor/rotor
 0 General
61 Propellors/propulsors
 0 General
 1 Propellor assembly
 2 Controlling
 3 Braking
 4 Indicating
 5 Propulsor duct
62 Main rotors
 0 General
 1 Rotor blades
 2 Rotor heads
 3 Rotating controls, rotor shafts/swash plate assemblies
 4 Indicating
63 Main rotor drives
 0 General
 1 Engine/gearbox couplings
 2 Gearboxes
 3 Mounts and attachments
 4 Indicating
64 Tail rotor
 0 General
 1 Rotor blades
 2 Rotor head
 3 Rotating controls
 4 Indicating
65 Tail rotor drive
 0 General
 1 Shafts
 2 Gearboxes
 4 Indicating
66 Folding blades/pylon
 0 General
 1 Rotor blades
 2 Tail pylon
 3 Controls and indicating
67 Rotors flight control
 0 General
 1 Rotor control
 2 Anti-torque rotor control (yaw control)
 3 Servo-control system
70 Standard practices, Engine
 0 General
 1 Marking and masking
 2 Cleaning and coating removal
 3 Inspection
 4 Repair principles
 5 Surface preparation
 6 Coating application
 7 Assembly
 8 Disassembly
71 Power plant
 0 General
 1 Cowling
 2 Mounts
 3 Fire seals
 4 Attach fittings
 5 Electrical harness
 6 Air intakes
 7 Engine drains
 8 Engine ancillary systems
72 Engine turbine/turboprop Ducted fan/inducted fan
 0 General
 1 Reduction gear, shaft section (turboprop and/or front mounted gear driven propulsor)
 2 Air inlet section
 3 Compressor section
 4 Combustion section
 5 Turbine section
 6 Accessory drives
 7 By-pass section
 8 Propulsor section (rear mounted)
 9 Multi-system hardware
73 Engine fuel and control
 0 General
 1 Distribution
 2 Controlling
 3 Indicating
74 Ignition
 0 General
 1 Electrical power supply
 2 Distribution
 3 Switching
75 Air
 0 General
 1 Engine anti-icing
 2 Cooling
 3 Compressor control
 4 Indicating
 5 Air intake foreign object removal
76 Engine controls
 0 General
 1 Power control
 2 Emergency shutdown
77 Engine indicating
 0 General
 1 Power
 2 Temperature
 3 Analyzers
 4 Integrated engine instrument systems
78 Exhaust
 0 General
 1 Collector/nozzle
 2 Noise suppressor
 3 Thrust reverser
 4 Supplementary air
 5 Augmenter
 6 Dissipation/deflection
79 Oil
 0 General
 1 Storage
 2 Distribution
 3 Indicating
80 Starting
 0 General
 1 Cranking
81 Turbines
 0 General
 1 Power recovery
 2 Turbo-supercharger
82 Water injection
 0 General
 1 Storage
 2 Distribution
 3 Dumping and purging
 4 Indicating
83 Accessory gearboxes
 0 General
 1 Drive shaft section
 2 Gearbox section
84 Propulsion augmentation
 0 General
 1 Jet assist takeoff
85 Fuel cell system
 0 General
 1 Fuel cell stack
 2 Fuel storage and supply
 3 Oxidant storage and supply
 4 Thermal management
 5 Power conditioning
 6 Exhaust conditioning
 7 Interface
86 Lift system
 0 General
 1 Fan
 2 Drive shaft
 3 Variable area nozzle
 4 Roll control
90 Recovery
 0 General
 1 Parachute recovery system
 2 Impact attenuation system
 3 Sequencing system
 4 Location system
91 Air vehicle wiring
92 Radar
 0 General
 1 Frequency generation
 2 Transmission
 3 Reception
 4 Processing
 5 Beam control
 6 Power supply and safety
 7 Conditioning
 8 Built-in tests
93 Surveillance
 0 General
 1 Data processing
 2 Data display
 3 Recording
 4 Identification
 5 Infrared sensors
 6 Laser sensors
 7 Surveillance radar
 8 Magnetic sensors
 9 Sonar sensors
94 Weapon system
 0 General
 1 Weapon release
 3 Weapon suspension
 5 Gunnery
 7 Weapon control
95 Crew escape and safety
 0 General
 1 Ejection seats
 2 Escape hatches/canopy
 3 Capsule ejection
 5 Global survival kits
 6 Impact protection and floatation
 7 Capsule flight
96 Missiles, drones and telemetry
 0 General
 1 Surface to surface missiles
 2 Surface to air missiles
 3 Drones
 4 Telemetry
97 Image recording
 0 General
 1 Strike camera
 2 Bomb bay system camera
 3 Fire control camera system
 4 Instrumentation camera system
 5 Range camera system
 6 Reconnaissance camera system
 7 Image recorder
98 Meteorological and atmospheric research
 0 General
 1 Weather
 2 Clear air turbulence
 3 Pollutants
 4 Magnetic/gravitational
99 Electronic warfare
 0 General
 1 Active, electro-magnetic
 3 Passive, electro-magnetic
 5 Elint (Electronic intelligence)
 7 Infrared (IR)
 8 Laser
`;
