import pypto.language as pl

# A two-matmul FFN block, out = relu(x @ w1) @ w2, in ONE InCore function.  The
# first product goes Cube -> Vector for the activation and the FP16 cast; the
# activated tile goes back Vector -> Cube as the second product's left operand;
# the second product is stored straight from the accumulator.  ExpandMixedKernel
# splits it into ffn_aic and ffn_aiv with a pipe in each direction.
@pl.program
class FfnBlock:
    @pl.function(type=pl.FunctionType.InCore)
    def ffn(
        self,
        x: pl.Tensor[[32, 128], pl.FP16],
        w1: pl.Tensor[[128, 128], pl.FP16],
        w2: pl.Tensor[[128, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        xm: pl.Tile[[32, 128], pl.FP16, pl.Mem.Mat] = pl.load(x, [0, 0], [32, 128], target_memory=pl.Mem.Mat)
        w1m: pl.Tile[[128, 128], pl.FP16, pl.Mem.Mat] = pl.load(w1, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
        xl: pl.Tile[[32, 128], pl.FP16, pl.Mem.Left] = pl.move(xm, target_memory=pl.Mem.Left)
        w1r: pl.Tile[[128, 128], pl.FP16, pl.Mem.Right] = pl.move(w1m, target_memory=pl.Mem.Right)
        h: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc] = pl.matmul(xl, w1r)
        hv: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.move(h, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        act: pl.Tile[[32, 128], pl.FP32] = pl.tile.relu(hv)
        act16: pl.Tile[[32, 128], pl.FP16] = pl.cast(act, target_type=pl.FP16)
        al: pl.Tile[[32, 128], pl.FP16, pl.Mem.Left] = pl.move(act16, target_memory=pl.Mem.Left)
        w2m: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.load(w2, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        w2r: pl.Tile[[128, 64], pl.FP16, pl.Mem.Right] = pl.move(w2m, target_memory=pl.Mem.Right)
        y: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.matmul(al, w2r)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.store(y, [0, 0], out)
        return o
