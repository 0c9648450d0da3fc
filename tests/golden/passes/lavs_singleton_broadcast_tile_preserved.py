# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_singleton_broadcast_tile_preserved.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_singleton_broadcast_tile_preserved: its Before, whose lowering is compared with its Expected (lavs_singleton_broadcast_tile_preserved.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        src: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        av = pl.tile.add(src, src)
        out_store = pl.tile.store(av, [0, 0], out_0)
        return out_store
