# tests/st/codegen/test_fillpad.py::FillpadZeroPartial::get_program (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[128, 128], pl.FP32],
        dst: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
        m: pl.Scalar[pl.INDEX],
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[128, 128], pl.FP32] = pl.load(
            src, [0, 0], [128, 128], valid_shapes=[m, n]
        )
        t2: pl.Tile[[128, 128], pl.FP32] = pl.fillpad(t, mode="zero")
        return pl.store(t2, [0, 0], dst)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        src: pl.Tensor[[128, 128], pl.FP32],
        vs: pl.Tensor[[2], pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        dst: pl.Tensor[[128, 128], pl.FP32] = pl.create_tensor(
            [128, 128], dtype=pl.FP32
        )
        m: pl.Scalar[pl.INDEX] = pl.tensor.read(vs, [0])
        n: pl.Scalar[pl.INDEX] = pl.tensor.read(vs, [1])
        dst = self.kernel(src, dst, m, n)
        return dst
