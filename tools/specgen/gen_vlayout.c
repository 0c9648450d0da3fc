/* Vector-layout rule tables: placeholder until specs/ops/ave.yaml exists. */
#include "sg.h"

void gen_vlayout_load(const struct sg_node *node) { (void)node; }
void gen_vlayout_write(void) {}
