# tests/ut/codegen/test_alloc_tile_dynamic_valid.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ReuseDynamicValidAcrossLoops:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.range(2):
            vlen: pl.Scalar[pl.INDEX] = i + 1
            t: pl.Tile[[16, 64], pl.FP32, pl.TileView(valid_shape=[16, vlen])] = pl.load(
                a, [i * 16, 0], [16, 64], [16, vlen], target_memory=pl.MemorySpace.Vec
            )
            p: pl.Tile[[16, 64], pl.FP32] = pl.fillpad(t, pad_value=pl.PadValue.min)
            output = pl.store(p, [i * 16, 0], output)
        for j in pl.range(2):
            vlen2: pl.Scalar[pl.INDEX] = j + 1
            t2: pl.Tile[[16, 64], pl.FP32, pl.TileView(valid_shape=[16, vlen2])] = pl.load(
                a, [j * 16, 0], [16, 64], [16, vlen2], target_memory=pl.MemorySpace.Vec
            )
            p2: pl.Tile[[16, 64], pl.FP32] = pl.fillpad(t2, pad_value=pl.PadValue.min)
            output = pl.store(p2, [j * 16, 0], output)
        return output
