# ptoc: check --backend 910B --ranks 2 --fill data=rank-iota
# exit: 2
# A --fill value that is neither a number nor a per-rank fill (`rank_iota` is meant) is a
# usage error at the option, before the program is read.
