# ptoc: compile --backend 910B --emit=orchestration
# The reference's case test_outline_cluster_scopes Before__27: `with pl.spmd(4) as tid:` over tile code
# that reads the block index outlines an InCore kernel (main_incore_0) under the Spmd wrapper
# (main_spmd_0); the orchestration submits that kernel.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        # noqa: F841
        with pl.spmd(4) as tid:
            i: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            t: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(pl.tile.add(t, t), [i * 128, 0], out)
        return out
