# ptoc: compile --backend 910B --no-emit-loc
# A 1-D tile stored at a 2-D offset into a 2-D tensor: a partition view has its
# tensor's rank, so the store is refused at its line instead of emitting a view
# ptoas and the runtime reject.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[4, 16], pl.FP32]]) -> pl.Tensor[[4, 16], pl.FP32]:
        t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0], [64])
        s: pl.Tensor[[4, 16], pl.FP32] = pl.store(t, [0, 0], out)
        return s
