# ptoc: run --backend 910B --memory-planner ptoas --in 0=iota --in 1=zeros --in 2=zeros --print 1 --print 2
# An if result narrowed in a loop: each trip yields a full [1, 8] tile (2 a on
# even trips, 3 a on odd ones) and stores it narrowed to 7 + i % 2 columns into
# y, then whole into z.  pto.set_validshape narrows its handle in place, and
# under the ptoas planner the branches write through the if result's handle:
# each tile gets its own valid extents back first.  With x = iota, y holds
# 2 x[j] over 7 columns on even trips (column 7 and 23 stay 0), 3 x[j] over
# all 8 on odd ones (15 -> 45, 31 -> 93), and z every column.
import pypto.language as pl


@pl.program
class NarrowedIfResult:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[1, 32], pl.FP32],
        y: pl.Out[pl.Tensor[[1, 32], pl.FP32]],
        z: pl.Out[pl.Tensor[[1, 32], pl.FP32]],
    ) -> pl.Tensor[[1, 32], pl.FP32]:
        for i in pl.range(4):
            a: pl.Tile[[1, 8], pl.FP32] = pl.load(x, [0, i * 8], [1, 8])
            if i % 2 == 0:
                t: pl.Tile[[1, 8], pl.FP32] = pl.add(a, a)
            else:
                t: pl.Tile[[1, 8], pl.FP32] = pl.mul(a, 3.0)
            v = pl.set_validshape(t, 1, 7 + i % 2)
            y = pl.store(v, [0, i * 8], y)
            z = pl.store(t, [0, i * 8], z)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[1, 32], pl.FP32],
        y: pl.Out[pl.Tensor[[1, 32], pl.FP32]],
        z: pl.Out[pl.Tensor[[1, 32], pl.FP32]],
    ) -> pl.Tensor[[1, 32], pl.FP32]:
        y = self.kernel(x, y, z)
        return y
