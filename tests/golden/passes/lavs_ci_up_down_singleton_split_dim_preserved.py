# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_ci_up_down_singleton_split_dim_preserved.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_ci_up_down_singleton_split_dim_preserved: its Before, whose lowering is compared with its Expected (lavs_ci_up_down_singleton_split_dim_preserved.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
    ) -> pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        value = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        return value
