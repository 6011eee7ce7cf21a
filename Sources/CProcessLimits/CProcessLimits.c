#include "CProcessLimits.h"

#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>

int wordpack_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0); }
#else
int wordpack_die_with_parent(void) { return 0; }
#endif
