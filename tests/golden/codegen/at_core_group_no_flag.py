# ptoc: compile --backend 910B
# The reference's case: its .pto, loc() paths naming this file

@pl.program
class _jit__at_no_flag_entry:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def _at_no_flag_entry(self, a: pl.Tensor[[128, 128], pl.FP32], c: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        # Same shape, no hint — must emit no early-resolve call.
        with pl.at(level=pl.Level.CORE_GROUP):
            tile_a: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
            tile_c: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tile_a, 1.0)
            pl.tile.store(tile_c, [0, 0], c)
        return c