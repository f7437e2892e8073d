// style12: read the Style 12 board lines of FICS and ICC, and turn them
// into positions, FEN and back, and a server's output into whole games.
#pragma once

// Shared vocabulary
#include "style12/board.h"
#include "style12/clock.h"
#include "style12/error.h"
#include "style12/relation.h"
#include "style12/result.h"
#include "style12/square.h"
// Lines: Style 12 and <b1>, read, described and written back
#include "style12/describe.h"
#include "style12/field_visitor.h"
#include "style12/fields.h"
#include "style12/format.h"
#include "style12/holdings.h"
#include "style12/record.h"
#include "style12/style12_parser.h"
// Chess: positions, FEN, validation, encoding
#include "style12/encode.h"
#include "style12/fen.h"
#include "style12/position.h"
#include "style12/rules.h"
#include "style12/validate.h"
#include "style12/variant.h"
// Sessions: bytes to lines to events, games and PGN
#include "style12/anomaly.h"
#include "style12/framer.h"
#include "style12/game.h"
#include "style12/pgn.h"
#include "style12/stream.h"
#include "style12/timeseal.h"
