# ptoc: print
import pypto.language as pl

@pl.program
class MatLoads:
    @pl.function(type=pl.FunctionType.AIC)
    def k(self, a: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[128, 16], pl.BF16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]) -> pl.Tensor[[16, 128], pl.BF16]:
        m = pl.load(a, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        row = pl.load(a, [0, 0], [1, 128], target_memory=pl.Mem.Mat)
        dn = pl.load(b, [0, 0], [128, 16], target_memory=pl.Mem.Mat)
        flat = pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Mat, flat_layout=True)
        acc = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        return a
