# ptoc: compile --backend 910B --emit=orchestration
# The reference's case _jit__at_early_resolve_entry (test_jit_at_allow_early_resolve_emits_hint): a
# pl.at(..., allow_early_resolve=True) scope's dispatch gets set_allow_early_resolve(true), once.
import pypto.language as pl

@pl.program
class _jit__at_early_resolve_entry:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def _at_early_resolve_entry(self, a: pl.Tensor[[128, 128], pl.FP32], c: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        # A JIT entry whose outlined ``pl.at`` block opts into early-dispatch.
        with pl.at(level=pl.Level.CORE_GROUP, allow_early_resolve=True):
            tile_a: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
            tile_c: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tile_a, 1.0)
            pl.tile.store(tile_c, [0, 0], c)
        return c
