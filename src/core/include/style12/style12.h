// style12: read the Style 12 board lines of FICS and ICC, and turn them
// into positions, FEN and back.
#pragma once

#include "style12/board.h"
#include "style12/error.h"
#include "style12/fen.h"
#include "style12/format.h"
#include "style12/framer.h"
#include "style12/game.h"
#include "style12/holdings.h"
#include "style12/position.h"
#include "style12/record.h"
#include "style12/result.h"
#include "style12/stream.h"
#include "style12/style12_parser.h"
#include "style12/validate.h"
