# ptoc: check --backend 910B
# The reference's case test_scope_parsing Prog__27: an spmd scope over tile code reading the block
# index runs as one 4-block launch of its outlined kernel.
import pypto.language as pl

@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.spmd(4, name_hint="stage1_spmd", allow_early_resolve=True) as tid:
            i: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            t: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(pl.tile.add(t, t), [i * 128, 0], out)
        return out
