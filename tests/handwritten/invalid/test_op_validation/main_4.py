# tests/ut/language/parser/test_op_validation.py::TestWrapperErrorsThroughParser::test_matmul_b_trans_on_tile_operands_raises_at_the_call_site (rejected by the reference parser)
import pypto.language as pl


@pl.function(auto_scope=False)
def main(
    a: pl.Tensor[[32, 128], pl.BF16],
    b: pl.Tensor[[128, 128], pl.BF16],
    out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
) -> pl.Tensor[[32, 128], pl.FP32]:
    with pl.scope():
        at = pl.load(a, [0, 0], [32, 128], target_memory=pl.MemorySpace.Mat)
        bt = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        # The @overloads already reject this statically ("Argument of
        # type Tile cannot be assigned to parameter lhs of type
        # Tensor"); suppressed on purpose so the test can prove the
        # *runtime* now rejects it too, which is what #2264 was about.
        c: pl.Tile[[32, 128], pl.FP32, pl.MemorySpace.Acc] = pl.matmul(
            at,  # pyright: ignore[reportArgumentType]
            bt,  # pyright: ignore[reportArgumentType]
            b_trans=True,
            out_dtype=pl.FP32,
        )
        out = pl.store(c, [0, 0], out)
    return out
