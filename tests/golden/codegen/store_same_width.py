# ptoc: compile --backend 910B --no-emit-loc
# A Vec tile stored into a tensor of another dtype of the same element size:
# the reference's tile.store deduction checks no dtype and ptoas's tstore
# takes same-sized element types, so the FP32 tile's bytes land in the INT32
# tensor as they are (1.0 reads as 1065353216).
import pypto.language as pl


@pl.program
class StoreSameWidth:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.INT32]],
    ) -> pl.Tensor[[16, 16], pl.INT32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(a, [0, 0], [16, 16])
        u: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(t, t)
        r: pl.Tensor[[16, 16], pl.INT32] = pl.store(u, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.INT32]],
    ) -> pl.Tensor[[16, 16], pl.INT32]:
        out = self.kernel(a, out)
        return out
