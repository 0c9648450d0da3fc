@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.LEFT_RIGHT, "split_aiv": True},
    )
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[16, 32], pl.INT16]],
    ) -> pl.Tensor[[16, 32], pl.INT16]:
        subblock_idx = pl.tile.get_subblock_idx()
        seed_vec = pl.tile.aiv_shard(cube_seed, split=2)  # noqa: F841
        bits = pl.tile.reinterpret_view(data, dtype=pl.INT16)
        bits_1 = pl.tile.slice(bits, [16, 16], [0, subblock_idx * 16])
        out_store = pl.tile.store(bits_1, [0, 0 + subblock_idx * 16], out_0)
        return out_store
