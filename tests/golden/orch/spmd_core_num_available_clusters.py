# ptoc: compile --backend 910B --emit=orchestration
# The reference's case test_system_ops Before__33: pl.system.available_cluster_count() as a
# pl.spmd launch's core_num is the runtime's rt_available_cluster_count() in its launch spec.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.spmd(pl.system.available_cluster_count(), sync_start=True):
            out: pl.Tensor[[64, 64], pl.FP32] = self.kernel(x, out)
        return out
