# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_vector_slice_nonzero_base_offset_localizes_additively.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_vector_slice_nonzero_base_offset_localizes_additively: its Before, whose lowering is compared with its Expected (lavs_vector_slice_nonzero_base_offset_localizes_additively.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        src: pl.Tile[[256, 128], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        sub = pl.tile.slice(src, [128, 128], [16, 0])
        out_store = pl.tile.store(sub, [0, 0], out_0)
        return out_store
