# tests/ut/codegen/test_distributed_codegen.py::TestDistributedCodegen::test_sub_worker_pure_python_body (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def verify(f: pl.Tensor[[128, 128], pl.FP32]):
        import torch  # noqa: PLC0415

        expected = torch.full((128, 128), 5.0, dtype=torch.float32)
        assert torch.allclose(f, expected)  # pyright: ignore[reportArgumentType]

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[128, 128], pl.FP32]) -> pl.Tensor[[128, 128], pl.FP32]:
        self.verify(x)
        return x
