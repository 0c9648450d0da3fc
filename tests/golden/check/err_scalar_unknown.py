# ptoc: check --backend 910B --scalar m=3
# exit: 2
# --scalar names a scalar parameter of a kernel or an entry orchestration function; a name
# none has (here `m`, neither the kernel's `r` nor the orchestration's `n`) is a usage
# error, not a silently ignored value.
import pypto.language as pl

@pl.program
class ScalarUnknown:
    @pl.function(type=pl.FunctionType.InCore)
    def copy_row(x: pl.Tensor[[2, 16], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 16], pl.FP32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        return pl.tile.store(t, [0, 0], out)
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[2, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 16], pl.FP32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        out = self.copy_row(x, n, out)
        return out
