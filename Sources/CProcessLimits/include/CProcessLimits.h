#ifndef CPROCESSLIMITS_H
#define CPROCESSLIMITS_H

/// prctl(PR_SET_PDEATHSIG, SIGKILL): this process is killed when the thread that started it ends (prctl is
/// variadic, which Swift cannot call). Returns prctl's result; 0 where there is no prctl.
int wordpack_die_with_parent(void);

#endif
