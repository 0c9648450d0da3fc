# docs/en/user/tutorials/04-task-graph.md::<module> (hand-written)
import pypto.language as pl


@pl.jit
def inferred(
    x: pl.Tensor[[128, 128], pl.FP32],
    scratch: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
):
    with pl.at(level=pl.Level.CORE_GROUP, name_hint="stage1"):
        scratch = pl.assemble(scratch, pl.add(x, x), [0, 0])       # writes scratch
    with pl.at(level=pl.Level.CORE_GROUP, name_hint="stage2"):
        out = pl.assemble(out, pl.add(scratch, scratch), [0, 0])   # reads scratch
    return scratch, out
