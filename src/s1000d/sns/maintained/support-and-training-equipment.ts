// S1000D maintained SNS "Support and training equipment" (specification Chapter 8.2): the system, subsystem and
// sub-subsystem codes with their titles, one a line, indented one space per level.
// Read with parseSnsText (../sns-tree.ts).
export const SUPPORT_AND_TRAINING_EQUIPMENT_SNS = `
AA Voltage, current and resistance measuring and indicating
AB Standing wave ratio and impedance measuring
AC Waveform measuring and analyzing
AD Power and mechanical energy measuring
AE Intensity measuring
AF Acceleration, velocity, rate, frequency and time measuring and counting
AG Optical measuring, testing and aligning
AH Material measuring and testing
AJ Multifunction measuring and testing
AK Standards and calibration equipment for measuring and testing
AL Active devices for test purposes
AM Passive devices for test purposes
AN Nondestructive inspection and oil analysis
BA Signal generating
BB Electrical power supplying, generating, storing and converting
BC Mechanical, hydraulic, pneumatic and vacuum power supplying, storing and converting
CA Communicating
CB Signaling
CC Lighting
DA Engine checkout and testing
DB Missile system checkout and testing
EA Gas storage, processing, supplying and shipping
EB Liquid storage, processing, supplying and shipping
FA Shelters and chambers
FB Protective deflectors, shields, screens and coverings
FC Supports for shoring and shipping
FD Special purpose and multipurpose devices
FE Flight clothing and accessories
GA General mechanical cleaning, degreasing and scaling
GB Deicing and decontaminating
GC Road and runway cleaning and repairing
GD Lubricating
GE Wheel, tire and mechanical system servicing
GF Special purpose and multipurpose servicing
GG Maintenance platform, stands, supports and accessories
GH Special machines
HA Hoisting, jacking, lifting, towing and positioning
HB Transporting of equipment and solid material
HC Launching
HD Arresting, parking and securing
HE Special purpose and multipurpose handling and moving
HF Propulsion system
JA Heating
JB Air cooling and air conditioning
JC Ventilating and air circulation
JD Humidity controlling
JE Refrigerating
JF Multipurpose and special purpose equipment
JG Pressurizing
JH Water cooling
JI Filtering
KA Fire fighting, crash and rescue equipment
KB Survival equipment and devices
LA Pilot and flight crew flight simulators
LB Ground crew training flight simulators
LC Armament trainers
LD Navigation trainers
LE Radar and communications trainers
LF Psychological and psycho-physiological trainers
LG Ground-to-ground and ground-to-air missile trainers
LH Special project trainers
LJ Training aids
LK Command training programs
LL Miscellaneous training and simulating devices
MA Detecting, ranging and fire control
MB Directing
MC Miscellaneous fire control
NA Guns
NB Ammunition
NC Bombs, rockets and missiles
OA Automatic flight or remote control
OB Navigation
PA Engine ignition system
PB Special ignition systems
QA Picture taking equipment
QB Picture processing equipment
QC Picture using equipment
RA Analog computing
RB Digital computing
RC Hybrid computing
RD Input/output and storage
RE Collating, reading and interpreting
RF Special purpose equipment
`;
