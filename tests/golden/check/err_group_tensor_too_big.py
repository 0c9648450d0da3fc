# ptoc: check --backend 910B
# A mixed kernel runs unsplit (reference) and as a Group, each on tensors ptoc check creates; an
# 8 GiB input is beyond what the runtime holds: an error at the parameter, never an internal error.
import pypto.language as pl

@pl.program
class BigGroup:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[65536, 65536], pl.FP16], y: pl.Tensor[[64, 32], pl.FP16],
          out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        xt: pl.Tile[[16, 64], pl.FP16] = pl.load(x, [0, 0], [16, 64])
        xs: pl.Tile[[16, 64], pl.FP16] = pl.add(xt, xt)
        xm: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.move(xs, target_memory=pl.Mem.Mat)
        ym: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.load(y, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        xl: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.move(xm, target_memory=pl.Mem.Left)
        yr: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.move(ym, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul(xl, yr)
        v: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.store(v, [0, 0], out)
        return o
