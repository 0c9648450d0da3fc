# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_random_up_down_auto_halving_rejected: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
    ) -> pl.Tile[[128, 64], pl.UINT32, pl.Mem.Vec]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        value = pl.tile.random(
            pl.const(1, pl.INT32),
            pl.const(2, pl.INT32),
            pl.const(3, pl.INT32),
            pl.const(4, pl.INT32),
            pl.const(5, pl.INT32),
            pl.const(6, pl.INT32),
            [128, 64],
            dtype=pl.UINT32,
            rounds=10,
        )
        return value
