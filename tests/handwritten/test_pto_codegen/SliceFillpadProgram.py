# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_slice_fillpad_partial_dynamic_valid_shape (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class SliceFillpadProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        scores_in: pl.Tensor[[16, 64], pl.FP32],
        valid_len: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        scores: pl.Tile[[16, 64], pl.FP32] = pl.load(scores_in, [0, 0], [16, 64])
        sliced: pl.Tile[[16, 64], pl.FP32] = pl.tile.slice(
            scores, [16, 64], [0, 0], valid_shape=[16, valid_len]
        )
        padded: pl.Tile[[16, 64], pl.FP32] = pl.fillpad(sliced, pad_value=pl.PadValue.min)
        return pl.store(padded, [0, 0], out)
