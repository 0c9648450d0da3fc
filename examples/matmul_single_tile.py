import pypto.language as pl

# One 64x64 FP16 tile product on the Cube core, stored straight from the
# accumulator: the fix-pipe writes the FP32 Acc tile to GM (AccToGmStoreValid
# checks that FP32 is a dtype it can write).  A Cube-only kernel: ExpandMixedKernel
# retypes it AIC.
@pl.program
class MatmulSingleTile:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul(
        self,
        a: pl.Tensor[[64, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        am: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        al: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.matmul(al, br)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.store(c, [0, 0], out)
        return o
