# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_fp4_runtime_shapes_use_x2_carrier_only_at_abi_boundary (hand-written)
import pypto.language as pl

logical_k = pl.dynamic("FP4_LOGICAL_K")


@pl.program
class Fp4CarrierProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def copy(
        self,
        src: pl.Tensor[[8, logical_k], pl.FP4],
        out: pl.Out[pl.Tensor[[8, logical_k], pl.FP4]],
    ) -> pl.Tensor[[8, logical_k], pl.FP4]:
        tile = pl.load(src, [0, 0], [8, logical_k])
        return pl.store(tile, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[8, logical_k], pl.FP4],
    ) -> pl.Tensor[[8, logical_k], pl.FP4]:
        width = pl.tensor.dim(src, 1)
        out = pl.create_tensor([8, width], dtype=pl.FP4)
        return self.copy(src, out)
