# ptoc: run --backend 910B --in 0=iota --in 1=const:100 --print 2
# A loop assembling rows into a tile loaded from x, stored into the Out parameter y
# afterwards (the shape of the reference's TileAssembleRowByRowRef).  OptimizeOrchTensors
# may start such a loop from y and store each row into it only where the rows overwrite
# the whole tile or the tile is y's own: here they cover columns 0 .. 7 only, so the
# loop keeps the tile of x.  x [4, 16] is iota (x[i, j] = 16 i + j), src [4, 8] is 100
# and y starts at 0:
#   y[i, 0:8] = 100 (row i of src), y[i, 8:16] = 16 i + 8 .. 16 i + 15 (x's), e.g.
#   y[3] = 100*8 56 57 58 59 60 61 62 63; starting from y would leave columns 8 .. 15 at 0.


@pl.program
class AssembleRowsOverX:
    @pl.function(type=pl.FunctionType.InCore)
    def rows(
        self,
        x: pl.Tensor[[4, 16], pl.FP32],
        src: pl.Tensor[[4, 8], pl.FP32],
        y: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [4, 16])
        s = pl.load(src, [0, 0], [4, 8])
        for i in pl.range(4):
            row = pl.tile.slice(s, [1, 8], [i, 0])
            t = pl.tile.assemble(t, row, [i, 0])
        y = pl.store(t, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[4, 16], pl.FP32],
        src: pl.Tensor[[4, 8], pl.FP32],
        y: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        y = self.rows(x, src, y)
        return y
