#include <linebreak.h>
#include <graphemebreak.h>
#include <wordbreak.h>
